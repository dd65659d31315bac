"""Softplus -> hf.Qwen2RMSNorm -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 5554, transformers#3, dim 0 x3718)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """Softplus -> hf.Qwen2RMSNorm -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=16)
        self.bcewithlogitsloss_2 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = self.softplus_0(x)
        x = self.qwen2rmsnorm_1(x)
        x = self.bcewithlogitsloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(29744, 64, 16, 16), torch.randn(29744, 64, 16, 16)]


def get_init_inputs():
    return []
