"""torch.mode -> hf.Qwen2RMSNorm: synthesised by warpgym synth (seed 7, index 2929, transformers#2, dim 0 x7529)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """torch.mode -> hf.Qwen2RMSNorm"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=32)

    def forward(self, x):
        x = torch.mode(x)[0]
        x = self.qwen2rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(30116, 32, 32, 32)]


def get_init_inputs():
    return []
