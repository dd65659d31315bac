"""torch.angle -> F.hardsigmoid -> hf.FastGELUActivation -> ZeroPad3d -> PoissonNLLLoss: synthesised by warpgym synth (seed 8, index 278, transformers#5, dim 0 x378)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """torch.angle -> F.hardsigmoid -> hf.FastGELUActivation -> ZeroPad3d -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_2 = FastGELUActivation()
        self.zeropad3d_3 = nn.ZeroPad3d(padding=1)
        self.poissonnllloss_4 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = torch.angle(x)
        x = F.hardsigmoid(x)
        x = self.fastgeluactivation_2(x)
        x = self.zeropad3d_3(x)
        x = self.poissonnllloss_4(x, x1)
        return x


def get_inputs():
    return [torch.randn(6048, 32, 16, 16), torch.randn(6048, 34, 18, 18)]


def get_init_inputs():
    return []
