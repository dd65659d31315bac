"""ZeroPad2d -> torch.neg -> Softshrink -> hf.ReLUSquaredActivation -> F.glu: synthesised by warpgym synth (seed 7, index 5438, transformers#5, dim 0 x1497)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """ZeroPad2d -> torch.neg -> Softshrink -> hf.ReLUSquaredActivation -> F.glu"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.softshrink_2 = nn.Softshrink()
        self.relusquaredactivation_3 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = torch.neg(x)
        x = self.softshrink_2(x)
        x = self.relusquaredactivation_3(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(95808, 1024)]


def get_init_inputs():
    return []
