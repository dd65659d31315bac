"""torch.flipud -> hf.QuickGELUActivation -> AdaptiveMaxPool2d: synthesised by warpgym synth (seed 7, index 2366, transformers#3, dim 0 x418)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """torch.flipud -> hf.QuickGELUActivation -> AdaptiveMaxPool2d"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_1 = QuickGELUActivation()
        self.adaptivemaxpool2d_2 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = torch.flipud(x)
        x = self.quickgeluactivation_1(x)
        x = self.adaptivemaxpool2d_2(x)
        return x


def get_inputs():
    return [torch.randn(13376, 128, 64)]


def get_init_inputs():
    return []
