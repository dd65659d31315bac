"""hf.SiLUActivation -> PairwiseDistance: synthesised by warpgym synth (seed 7, index 3685, transformers#2, dim 0 x3432)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.siluactivation_0(x)
        x = self.pairwisedistance_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(13728, 32, 32, 32), torch.randn(13728, 32, 32, 32)]


def get_init_inputs():
    return []
