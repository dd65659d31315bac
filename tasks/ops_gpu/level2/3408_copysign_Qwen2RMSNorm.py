"""torch.copysign -> hf.Qwen2RMSNorm: synthesised by warpgym synth (seed 7, index 5359, transformers#2, dim 0 x5373)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """torch.copysign -> hf.Qwen2RMSNorm"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=1024)

    def forward(self, x, x1):
        x = torch.copysign(x, x1)
        x = self.qwen2rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(343872, 1024), torch.randn(343872, 1024)]


def get_init_inputs():
    return []
