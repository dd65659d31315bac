"""GroupNorm -> Softshrink -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 3646, transformers#3, dim 0 x1190)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """GroupNorm -> Softshrink -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=128, num_groups=2)
        self.softshrink_1 = nn.Softshrink()
        self.siluactivation_2 = SiLUActivation()

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = self.softshrink_1(x)
        x = self.siluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(38080, 128, 64)]


def get_init_inputs():
    return []
