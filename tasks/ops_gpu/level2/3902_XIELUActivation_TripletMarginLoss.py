"""hf.XIELUActivation -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 5331, transformers#2, dim 0 x187)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = self.xieluactivation_0(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(374, 8, 8, 16, 16), torch.randn(374, 8, 8, 16, 16), torch.randn(374, 8, 8, 16, 16)]


def get_init_inputs():
    return []
