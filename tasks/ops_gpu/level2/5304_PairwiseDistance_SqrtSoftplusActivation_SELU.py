"""PairwiseDistance -> hf.SqrtSoftplusActivation -> SELU: synthesised by warpgym synth (seed 10, index 53, transformers#3, dim 0 x6786)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """PairwiseDistance -> hf.SqrtSoftplusActivation -> SELU"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()
        self.selu_2 = nn.SELU()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = self.sqrtsoftplusactivation_1(x)
        x = self.selu_2(x)
        return x


def get_inputs():
    return [torch.randn(27144, 16, 8, 8, 8), torch.randn(27144, 16, 8, 8, 8)]


def get_init_inputs():
    return []
