"""F.instance_norm -> hf.T5LayerNorm: synthesised by warpgym synth (seed 9, index 563, transformers#2, dim 0 x1681)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """F.instance_norm -> hf.T5LayerNorm"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_1 = T5LayerNorm(hidden_size=64)

    def forward(self, x):
        x = F.instance_norm(x)
        x = self.t5layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(53792, 128, 64)]


def get_init_inputs():
    return []
