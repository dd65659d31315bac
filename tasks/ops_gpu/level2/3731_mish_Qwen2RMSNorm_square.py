"""F.mish -> hf.Qwen2RMSNorm -> torch.square: synthesised by warpgym synth (seed 7, index 5851, transformers#3, dim 0 x1426)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """F.mish -> hf.Qwen2RMSNorm -> torch.square"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=512)

    def forward(self, x):
        x = F.mish(x)
        x = self.qwen2rmsnorm_1(x)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(365056, 512)]


def get_init_inputs():
    return []
