"""PairwiseDistance -> torch.t -> hf.NewGELUActivation: synthesised by warpgym synth (seed 7, index 5722, transformers#3, dim 0 x654)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """PairwiseDistance -> torch.t -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()
        self.newgeluactivation_2 = NewGELUActivation()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = torch.t(x)
        x = self.newgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(5232, 256, 128), torch.randn(5232, 256, 128)]


def get_init_inputs():
    return []
