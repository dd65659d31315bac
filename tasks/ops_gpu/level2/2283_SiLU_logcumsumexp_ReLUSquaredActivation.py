"""SiLU -> torch.logcumsumexp -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 3614, transformers#3, dim 0 x1425)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """SiLU -> torch.logcumsumexp -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.relusquaredactivation_2 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.silu_0(x)
        x = torch.logcumsumexp(x, -1)
        x = self.relusquaredactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(364800, 512)]


def get_init_inputs():
    return []
