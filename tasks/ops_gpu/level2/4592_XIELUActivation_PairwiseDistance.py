"""hf.XIELUActivation -> PairwiseDistance: synthesised by warpgym synth (seed 8, index 245, transformers#2, dim 0 x499)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.xieluactivation_0(x)
        x = self.pairwisedistance_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(31936, 1024), torch.randn(31936, 1024)]


def get_init_inputs():
    return []
