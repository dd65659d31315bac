"""PairwiseDistance -> torch.triu -> ZeroPad1d -> hf.GELUActivation: synthesised by warpgym synth (seed 8, index 232, transformers#4, dim 0 x1056)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """PairwiseDistance -> torch.triu -> ZeroPad1d -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()
        self.zeropad1d_2 = nn.ZeroPad1d(padding=1)
        self.geluactivation_3 = GELUActivation()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = torch.triu(x)
        x = self.zeropad1d_2(x)
        x = self.geluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(8448, 16, 32, 32), torch.randn(8448, 16, 32, 32)]


def get_init_inputs():
    return []
