"""ReflectionPad1d -> CELU -> torch.sgn -> hf.SqrtSoftplusActivation -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 360, transformers#5, dim 0 x1093)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """ReflectionPad1d -> CELU -> torch.sgn -> hf.SqrtSoftplusActivation -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)
        self.celu_1 = nn.CELU()
        self.sqrtsoftplusactivation_3 = SqrtSoftplusActivation()
        self.mishactivation_4 = MishActivation()

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = self.celu_1(x)
        x = torch.sgn(x)
        x = self.sqrtsoftplusactivation_3(x)
        x = self.mishactivation_4(x)
        return x


def get_inputs():
    return [torch.randn(8744, 256, 128)]


def get_init_inputs():
    return []
