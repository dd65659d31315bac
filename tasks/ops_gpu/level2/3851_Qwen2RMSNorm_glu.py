"""hf.Qwen2RMSNorm -> F.glu: synthesised by warpgym synth (seed 7, index 6062, transformers#2, dim 0 x1848)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> F.glu"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=16)

    def forward(self, x):
        x = self.qwen2rmsnorm_0(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(14784, 64, 16, 16)]


def get_init_inputs():
    return []
