"""torch.exp2 -> Softsign -> F.instance_norm -> hf.SqrtSoftplusActivation -> torch.ravel: synthesised by warpgym synth (seed 7, index 3505, transformers#5, dim 0 x2490)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """torch.exp2 -> Softsign -> F.instance_norm -> hf.SqrtSoftplusActivation -> torch.ravel"""

    def __init__(self):
        super().__init__()
        self.softsign_1 = nn.Softsign()
        self.sqrtsoftplusactivation_3 = SqrtSoftplusActivation()

    def forward(self, x):
        x = torch.exp2(x)
        x = self.softsign_1(x)
        x = F.instance_norm(x)
        x = self.sqrtsoftplusactivation_3(x)
        x = torch.ravel(x)
        return x


def get_inputs():
    return [torch.randn(9960, 16, 8, 8, 8)]


def get_init_inputs():
    return []
