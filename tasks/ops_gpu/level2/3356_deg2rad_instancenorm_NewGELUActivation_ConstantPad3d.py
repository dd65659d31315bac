"""torch.deg2rad -> F.instance_norm -> hf.NewGELUActivation -> ConstantPad3d: synthesised by warpgym synth (seed 7, index 5281, transformers#4, dim 0 x1396)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """torch.deg2rad -> F.instance_norm -> hf.NewGELUActivation -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_2 = NewGELUActivation()
        self.constantpad3d_3 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = torch.deg2rad(x)
        x = F.instance_norm(x)
        x = self.newgeluactivation_2(x)
        x = self.constantpad3d_3(x)
        return x


def get_inputs():
    return [torch.randn(22336, 32, 256)]


def get_init_inputs():
    return []
