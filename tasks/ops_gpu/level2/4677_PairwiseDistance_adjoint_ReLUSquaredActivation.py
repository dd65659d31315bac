"""PairwiseDistance -> torch.adjoint -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 8, index 376, transformers#3, dim 0 x1756)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """PairwiseDistance -> torch.adjoint -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()
        self.relusquaredactivation_2 = ReLUSquaredActivation()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = torch.adjoint(x)
        x = self.relusquaredactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(14048, 16, 32, 32), torch.randn(14048, 16, 32, 32)]


def get_init_inputs():
    return []
