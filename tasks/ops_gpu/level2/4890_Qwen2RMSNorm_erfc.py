"""hf.Qwen2RMSNorm -> torch.erfc: synthesised by warpgym synth (seed 9, index 250, transformers#2, dim 0 x8132)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> torch.erfc"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=16)

    def forward(self, x):
        x = self.qwen2rmsnorm_0(x)
        x = torch.erfc(x)
        return x


def get_inputs():
    return [torch.randn(16264, 8, 8, 16, 16)]


def get_init_inputs():
    return []
