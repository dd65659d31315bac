"""hf.Qwen2RMSNorm -> torch.sin: synthesised by warpgym synth (seed 7, index 1785, transformers#2, dim 0 x7793)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> torch.sin"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=1024)

    def forward(self, x):
        x = self.qwen2rmsnorm_0(x)
        x = torch.sin(x)
        return x


def get_inputs():
    return [torch.randn(498752, 1024)]


def get_init_inputs():
    return []
