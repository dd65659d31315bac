"""torch.true_divide -> hf.Qwen2RMSNorm: synthesised by warpgym synth (seed 7, index 1757, transformers#2, dim 0 x993)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """torch.true_divide -> hf.Qwen2RMSNorm"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=128)

    def forward(self, x, x1):
        x = torch.true_divide(x, x1)
        x = self.qwen2rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(15888, 64, 128), torch.randn(15888, 64, 128)]


def get_init_inputs():
    return []
