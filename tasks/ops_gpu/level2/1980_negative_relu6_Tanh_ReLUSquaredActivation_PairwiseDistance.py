"""torch.negative -> F.relu6 -> Tanh -> hf.ReLUSquaredActivation -> PairwiseDistance: synthesised by warpgym synth (seed 7, index 3125, transformers#5, dim 0 x885)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """torch.negative -> F.relu6 -> Tanh -> hf.ReLUSquaredActivation -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.tanh_2 = nn.Tanh()
        self.relusquaredactivation_3 = ReLUSquaredActivation()
        self.pairwisedistance_4 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = torch.negative(x)
        x = F.relu6(x)
        x = self.tanh_2(x)
        x = self.relusquaredactivation_3(x)
        x = self.pairwisedistance_4(x, x1)
        return x


def get_inputs():
    return [torch.randn(3540, 16, 8, 8, 8), torch.randn(3540, 16, 8, 8, 8)]


def get_init_inputs():
    return []
