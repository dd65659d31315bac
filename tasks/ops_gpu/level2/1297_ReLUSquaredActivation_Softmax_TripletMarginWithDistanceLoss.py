"""hf.ReLUSquaredActivation -> Softmax -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 1778, transformers#3, dim 0 x379)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> Softmax -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()
        self.softmax_1 = nn.Softmax()
        self.tripletmarginwithdistanceloss_2 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = self.relusquaredactivation_0(x)
        x = self.softmax_1(x)
        x = self.tripletmarginwithdistanceloss_2(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(12128, 128, 64), torch.randn(12128, 128, 64), torch.randn(12128, 128, 64)]


def get_init_inputs():
    return []
