"""torch.div -> hf.LaplaceActivation -> hf.SqrtSoftplusActivation -> PixelUnshuffle -> CELU: synthesised by warpgym synth (seed 7, index 1051, transformers#5, dim 0 x127)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """torch.div -> hf.LaplaceActivation -> hf.SqrtSoftplusActivation -> PixelUnshuffle -> CELU"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()
        self.sqrtsoftplusactivation_2 = SqrtSoftplusActivation()
        self.pixelunshuffle_3 = nn.PixelUnshuffle(downscale_factor=2)
        self.celu_4 = nn.CELU()

    def forward(self, x, x1):
        x = torch.div(x, x1)
        x = self.laplaceactivation_1(x)
        x = self.sqrtsoftplusactivation_2(x)
        x = self.pixelunshuffle_3(x)
        x = self.celu_4(x)
        return x


def get_inputs():
    return [torch.randn(1016, 256, 128), torch.randn(1016, 256, 128)]


def get_init_inputs():
    return []
