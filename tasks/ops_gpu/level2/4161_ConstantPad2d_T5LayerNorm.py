"""ConstantPad2d -> hf.T5LayerNorm: synthesised by warpgym synth (seed 7, index 6534, transformers#2, dim 0 x352)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """ConstantPad2d -> hf.T5LayerNorm"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)
        self.t5layernorm_1 = T5LayerNorm(hidden_size=258)

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = self.t5layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(180224, 256)]


def get_init_inputs():
    return []
