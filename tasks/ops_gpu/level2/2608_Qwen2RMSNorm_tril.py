"""hf.Qwen2RMSNorm -> torch.tril: synthesised by warpgym synth (seed 7, index 4129, transformers#2, dim 0 x529)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> torch.tril"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=128)

    def forward(self, x):
        x = self.qwen2rmsnorm_0(x)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(4232, 256, 128)]


def get_init_inputs():
    return []
