"""torch.sinh -> hf.SiLUActivation -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 612, transformers#3, dim 0 x2043)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """torch.sinh -> hf.SiLUActivation -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.siluactivation_1 = SiLUActivation()
        self.smoothl1loss_2 = nn.SmoothL1Loss()

    def forward(self, x, x1):
        x = torch.sinh(x)
        x = self.siluactivation_1(x)
        x = self.smoothl1loss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(32688, 32, 256), torch.randn(32688, 32, 256)]


def get_init_inputs():
    return []
