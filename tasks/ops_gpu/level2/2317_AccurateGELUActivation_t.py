"""hf.AccurateGELUActivation -> torch.t: synthesised by warpgym synth (seed 7, index 3657, transformers#2, dim 0 x3013)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> torch.t"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = torch.t(x)
        return x


def get_inputs():
    return [torch.randn(192832, 1024)]


def get_init_inputs():
    return []
