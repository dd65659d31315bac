"""ELU -> hf.GELUActivation -> LayerNorm -> hf.XIELUActivation -> F.hardswish: synthesised by warpgym synth (seed 9, index 787, transformers#5, dim 0 x831)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """ELU -> hf.GELUActivation -> LayerNorm -> hf.XIELUActivation -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.geluactivation_1 = GELUActivation()
        self.layernorm_2 = nn.LayerNorm(normalized_shape=8)
        self.xieluactivation_3 = XIELUActivation()

    def forward(self, x):
        x = self.elu_0(x)
        x = self.geluactivation_1(x)
        x = self.layernorm_2(x)
        x = self.xieluactivation_3(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(3324, 16, 8, 8, 8)]


def get_init_inputs():
    return []
