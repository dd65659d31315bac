"""torch.exp -> F.celu -> F.tanh -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 6694, torch#4, dim 0 x203)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> F.celu -> F.tanh -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.tripletmarginwithdistanceloss_3 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = torch.exp(x)
        x = F.celu(x)
        x = F.tanh(x)
        x = self.tripletmarginwithdistanceloss_3(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(1624, 256, 128), torch.randn(1624, 256, 128), torch.randn(1624, 256, 128)]


def get_init_inputs():
    return []
