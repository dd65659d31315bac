"""torch.moveaxis -> hf.Qwen2RMSNorm: synthesised by warpgym synth (seed 7, index 6549, transformers#2, dim 0 x14419)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """torch.moveaxis -> hf.Qwen2RMSNorm"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=16)

    def forward(self, x):
        x = torch.moveaxis(x, 2, 1)
        x = self.qwen2rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(28838, 8, 8, 16, 16)]


def get_init_inputs():
    return []
