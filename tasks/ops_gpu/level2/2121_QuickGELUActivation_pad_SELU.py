"""hf.QuickGELUActivation -> F.pad -> SELU: synthesised by warpgym synth (seed 7, index 3352, transformers#3, dim 0 x1409)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> F.pad -> SELU"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.selu_2 = nn.SELU()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = F.pad(x, pad=[1, 1])
        x = self.selu_2(x)
        return x


def get_inputs():
    return [torch.randn(360704, 512)]


def get_init_inputs():
    return []
