"""hf.Qwen2RMSNorm: synthesised by warpgym synth (seed 7, index 5445, transformers#1, dim 0 x1095)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=256)

    def forward(self, x):
        x = self.qwen2rmsnorm_0(x)
        return x


def get_inputs():
    return [torch.randn(17520, 32, 256)]


def get_init_inputs():
    return []
