"""F.adaptive_max_pool1d_with_indices -> hf.AccurateGELUActivation -> ReflectionPad1d: synthesised by warpgym synth (seed 7, index 6869, transformers#3, dim 0 x5197)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """F.adaptive_max_pool1d_with_indices -> hf.AccurateGELUActivation -> ReflectionPad1d"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_1 = AccurateGELUActivation()
        self.reflectionpad1d_2 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = self.accurategeluactivation_1(x)
        x = self.reflectionpad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(83152, 32, 256)]


def get_init_inputs():
    return []
