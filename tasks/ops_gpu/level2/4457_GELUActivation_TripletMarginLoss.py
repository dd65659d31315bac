"""hf.GELUActivation -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 6089, transformers#2, dim 0 x4539)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = self.geluactivation_0(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(1161984, 256), torch.randn(1161984, 256), torch.randn(1161984, 256)]


def get_init_inputs():
    return []
