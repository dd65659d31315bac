"""hf.Qwen2RMSNorm -> torch.angle: synthesised by warpgym synth (seed 7, index 3364, transformers#2, dim 0 x1358)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> torch.angle"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=256)

    def forward(self, x):
        x = self.qwen2rmsnorm_0(x)
        x = torch.angle(x)
        return x


def get_inputs():
    return [torch.randn(173824, 256)]


def get_init_inputs():
    return []
