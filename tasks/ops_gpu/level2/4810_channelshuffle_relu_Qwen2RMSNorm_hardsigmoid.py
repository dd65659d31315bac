"""F.channel_shuffle -> F.relu -> hf.Qwen2RMSNorm -> F.hardsigmoid: synthesised by warpgym synth (seed 9, index 128, transformers#4, dim 0 x3621)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """F.channel_shuffle -> F.relu -> hf.Qwen2RMSNorm -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_2 = Qwen2RMSNorm(hidden_size=128)

    def forward(self, x):
        x = F.channel_shuffle(x, 2)
        x = F.relu(x)
        x = self.qwen2rmsnorm_2(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(57936, 64, 128)]


def get_init_inputs():
    return []
