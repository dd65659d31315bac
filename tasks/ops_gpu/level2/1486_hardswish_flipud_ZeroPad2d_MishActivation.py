"""F.hardswish -> torch.flipud -> ZeroPad2d -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 2373, transformers#4, dim 0 x1244)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """F.hardswish -> torch.flipud -> ZeroPad2d -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_2 = nn.ZeroPad2d(padding=1)
        self.mishactivation_3 = MishActivation()

    def forward(self, x):
        x = F.hardswish(x)
        x = torch.flipud(x)
        x = self.zeropad2d_2(x)
        x = self.mishactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(9952, 256, 128)]


def get_init_inputs():
    return []
