"""F.rrelu -> hf.AccurateGELUActivation -> F.mish -> Hardshrink -> ELU: synthesised by warpgym synth (seed 7, index 836, transformers#5, dim 0 x791)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """F.rrelu -> hf.AccurateGELUActivation -> F.mish -> Hardshrink -> ELU"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_1 = AccurateGELUActivation()
        self.hardshrink_3 = nn.Hardshrink()
        self.elu_4 = nn.ELU()

    def forward(self, x):
        x = F.rrelu(x)
        x = self.accurategeluactivation_1(x)
        x = F.mish(x)
        x = self.hardshrink_3(x)
        x = self.elu_4(x)
        return x


def get_inputs():
    return [torch.randn(101248, 256)]


def get_init_inputs():
    return []
