"""LayerNorm -> torch.exp2 -> hf.FastGELUActivation -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 2853, transformers#4, dim 0 x1086)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """LayerNorm -> torch.exp2 -> hf.FastGELUActivation -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=256)
        self.fastgeluactivation_2 = FastGELUActivation()
        self.hardsigmoid_3 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.layernorm_0(x)
        x = torch.exp2(x)
        x = self.fastgeluactivation_2(x)
        x = self.hardsigmoid_3(x)
        return x


def get_inputs():
    return [torch.randn(556032, 256)]


def get_init_inputs():
    return []
