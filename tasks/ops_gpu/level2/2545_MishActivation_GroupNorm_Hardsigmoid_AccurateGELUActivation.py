"""hf.MishActivation -> GroupNorm -> Hardsigmoid -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 4029, transformers#4, dim 0 x432)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> GroupNorm -> Hardsigmoid -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()
        self.groupnorm_1 = nn.GroupNorm(num_channels=8, num_groups=2)
        self.hardsigmoid_2 = nn.Hardsigmoid()
        self.accurategeluactivation_3 = AccurateGELUActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = self.groupnorm_1(x)
        x = self.hardsigmoid_2(x)
        x = self.accurategeluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(864, 8, 8, 16, 16)]


def get_init_inputs():
    return []
