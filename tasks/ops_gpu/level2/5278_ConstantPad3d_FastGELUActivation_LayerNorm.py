"""ConstantPad3d -> hf.FastGELUActivation -> LayerNorm: synthesised by warpgym synth (seed 10, index 23, transformers#3, dim 0 x1001)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """ConstantPad3d -> hf.FastGELUActivation -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.fastgeluactivation_1 = FastGELUActivation()
        self.layernorm_2 = nn.LayerNorm(normalized_shape=34)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = self.fastgeluactivation_1(x)
        x = self.layernorm_2(x)
        return x


def get_inputs():
    return [torch.randn(4004, 32, 32, 32)]


def get_init_inputs():
    return []
