"""ELU -> hf.GELUActivation -> Softplus -> RReLU: synthesised by warpgym synth (seed 7, index 5053, transformers#4, dim 0 x3369)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """ELU -> hf.GELUActivation -> Softplus -> RReLU"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.geluactivation_1 = GELUActivation()
        self.softplus_2 = nn.Softplus()
        self.rrelu_3 = nn.RReLU()

    def forward(self, x):
        x = self.elu_0(x)
        x = self.geluactivation_1(x)
        x = self.softplus_2(x)
        x = self.rrelu_3(x)
        return x


def get_inputs():
    return [torch.randn(1724928, 256)]


def get_init_inputs():
    return []
