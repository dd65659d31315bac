"""hf.SiLUActivation -> torch.logcumsumexp: synthesised by warpgym synth (seed 7, index 3970, transformers#2, dim 0 x3918)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> torch.logcumsumexp"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = torch.logcumsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(62688, 64, 128)]


def get_init_inputs():
    return []
