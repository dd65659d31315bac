"""hf.NewGELUActivation -> Threshold -> torch.transpose -> PairwiseDistance -> torch.corrcoef: synthesised by warpgym synth (seed 7, index 1326, transformers#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> Threshold -> torch.transpose -> PairwiseDistance -> torch.corrcoef"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)
        self.pairwisedistance_3 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.newgeluactivation_0(x)
        x = self.threshold_1(x)
        x = torch.transpose(x, -1, -2)
        x = self.pairwisedistance_3(x, x1)
        x = torch.corrcoef(x)
        return x


def get_inputs():
    return [torch.randn(16, 64, 128), torch.randn(16, 128, 64)]


def get_init_inputs():
    return []
