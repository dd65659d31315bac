"""LocalResponseNorm -> ZeroPad3d -> torch.diag_embed -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 1275, transformers#4, dim 0 x173)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """LocalResponseNorm -> ZeroPad3d -> torch.diag_embed -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)
        self.geluactivation_3 = GELUActivation()

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = self.zeropad3d_1(x)
        x = torch.diag_embed(x)
        x = self.geluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(1384, 16, 32, 32)]


def get_init_inputs():
    return []
