"""F.group_norm -> hf.Qwen2RMSNorm: synthesised by warpgym synth (seed 7, index 4418, transformers#2, dim 0 x251)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """F.group_norm -> hf.Qwen2RMSNorm"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=64)

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = self.qwen2rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(8032, 128, 64)]


def get_init_inputs():
    return []
