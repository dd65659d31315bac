"""torch.msort -> hf.SiLUActivation -> torch.add -> torch.fliplr -> PixelUnshuffle: synthesised by warpgym synth (seed 7, index 5452, transformers#5, dim 0 x825)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """torch.msort -> hf.SiLUActivation -> torch.add -> torch.fliplr -> PixelUnshuffle"""

    def __init__(self):
        super().__init__()
        self.siluactivation_1 = SiLUActivation()
        self.pixelunshuffle_4 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x, x1):
        x = torch.msort(x)
        x = self.siluactivation_1(x)
        x = torch.add(x, x1)
        x = torch.fliplr(x)
        x = self.pixelunshuffle_4(x)
        return x


def get_inputs():
    return [torch.randn(3300, 32, 32, 32), torch.randn(3300, 32, 32, 32)]


def get_init_inputs():
    return []
