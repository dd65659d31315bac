"""Softsign -> hf.Qwen2RMSNorm -> RMSNorm: synthesised by warpgym synth (seed 7, index 2781, transformers#3, dim 0 x261)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """Softsign -> hf.Qwen2RMSNorm -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=512)
        self.rmsnorm_2 = nn.RMSNorm(normalized_shape=512)

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.qwen2rmsnorm_1(x)
        x = self.rmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(66816, 512)]


def get_init_inputs():
    return []
